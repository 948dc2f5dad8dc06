import type { Clock } from "@app/domain";
import { cooldownMinutesLeft, editPostSchema, forumMessages, newCommentSchema, newPostSchema } from "@app/domain/forum";
import { forumPageSchema, forumPostCreatedSchema } from "@app/domain/forum-responses";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { z } from "zod";
import type { Auth } from "../../auth/auth";
import { readSessionUser } from "../../auth/session";
import { describeRoute, type RouteDoc } from "../../http/route-docs";
import { AppError, tooManyRequests } from "../../lib/app-error";
import { parseOrThrow } from "../../lib/parse";
import type { ForumRepository } from "./repository";

const GUEST_MESSAGE = "Create an account to access Forum";

const postParams = z.object({ postId: z.uuid() });
const pageQuery = z.object({ page: z.coerce.number().int().min(1).max(100_000).default(1) });
const POST_NOT_FOUND = "Post not found";

/** A board route's document: registered learners only (`member` refuses others with the spec's texts). */
const forumRoute = (doc: Omit<RouteDoc, "tag" | "access">) =>
  describeRoute({ tag: "forum", access: "registered", ...doc });

/** 429 for a post or comment within the cooldown; the text names the minutes left. */
function cooldownRefusal(lastAt: Date, now: Date, message: (minutes: number) => string): AppError {
  const minutes = cooldownMinutesLeft(lastAt, now);
  return tooManyRequests("RATE_LIMITED", message(minutes), minutes * 60);
}

interface ForumRouteContext {
  forum: ForumRepository;
  clock: Clock;
  /** Registered users only; the spec's "please log in" text names what was attempted. */
  member(request: FastifyRequest, loginMessage: string): Promise<{ id: string }>;
}

function listPosts(app: FastifyInstance, { forum, member }: ForumRouteContext): void {
  app.get(
    "/api/forum/posts",
    forumRoute({
      summary: "A page of requests with their comments and votes",
      responses: { 200: forumPageSchema },
      querystring: pageQuery,
    }),
    async (request) => {
      const user = await member(request, forumMessages.loadFailed);
      const { page } = parseOrThrow(pageQuery, request.query);
      return forum.page(page, user.id);
    },
  );
}

function createPost(app: FastifyInstance, { forum, member, clock }: ForumRouteContext): void {
  app.post(
    "/api/forum/posts",
    forumRoute({
      summary: "Post a request",
      responses: { 201: forumPostCreatedSchema },
      description: "One post per cooldown period.",
      body: newPostSchema,
    }),
    async (request, reply) => {
      const user = await member(request, forumMessages.loginToPost);
      const input = parseOrThrow(newPostSchema, request.body);
      const now = clock();
      const result = await forum.createPost(
        { userId: user.id, createdBy: await forum.usernameOf(user.id), ...input },
        now,
      );
      if (!result.ok) throw cooldownRefusal(result.lastAt, now, forumMessages.postCooldown);
      return reply.status(201).send({ id: result.id, message: forumMessages.posted });
    },
  );
}

function editPost(app: FastifyInstance, { forum, member }: ForumRouteContext): void {
  app.patch(
    "/api/forum/posts/:postId",
    forumRoute({ summary: "Edit one's own request", params: postParams, body: editPostSchema }),
    async (request) => {
      const user = await member(request, forumMessages.loginToPost);
      const { postId } = parseOrThrow(postParams, request.params);
      const patch = parseOrThrow(editPostSchema, request.body);
      if (!(await forum.postExists(postId))) throw new AppError("NOT_FOUND", POST_NOT_FOUND);
      if (!(await forum.editOwnPost(postId, user.id, patch)))
        throw new AppError("FORBIDDEN", "You can only edit your own requests.");
      return { ok: true };
    },
  );
}

function createComment(app: FastifyInstance, { forum, member, clock }: ForumRouteContext): void {
  app.post(
    "/api/forum/posts/:postId/comments",
    forumRoute({
      summary: "Comment on a request",
      description: "One comment per cooldown period.",
      params: postParams,
      body: newCommentSchema,
    }),
    async (request, reply) => {
      const user = await member(request, forumMessages.loginToComment);
      const { postId } = parseOrThrow(postParams, request.params);
      const { content } = parseOrThrow(newCommentSchema, request.body);
      if (!(await forum.postExists(postId))) throw new AppError("NOT_FOUND", POST_NOT_FOUND);
      const now = clock();
      const result = await forum.createComment(
        { postId, userId: user.id, username: await forum.usernameOf(user.id), content },
        now,
      );
      if (!result.ok) throw cooldownRefusal(result.lastAt, now, forumMessages.commentCooldown);
      return reply.status(201).send({ comment: result.comment, message: forumMessages.commented });
    },
  );
}

function votePost(app: FastifyInstance, { forum, member }: ForumRouteContext): void {
  app.post(
    "/api/forum/posts/:postId/vote",
    forumRoute({ summary: "Vote for a request (once)", params: postParams }),
    async (request) => {
      const user = await member(request, forumMessages.loginToVote);
      const { postId } = parseOrThrow(postParams, request.params);
      if (!(await forum.postExists(postId))) throw new AppError("NOT_FOUND", POST_NOT_FOUND);
      const outcome = await forum.vote(postId, user.id);
      if (outcome === "duplicate") throw new AppError("CONFLICT", forumMessages.alreadyVoted);
      return { ok: true, message: forumMessages.voteRecorded };
    },
  );
}

export function registerForumRoutes(
  app: FastifyInstance,
  deps: { auth: Auth; forum: ForumRepository; clock: Clock },
): void {
  const context: ForumRouteContext = {
    forum: deps.forum,
    clock: deps.clock,
    async member(request, loginMessage) {
      const user = await readSessionUser(deps.auth, request);
      if (!user) throw new AppError("UNAUTHORIZED", loginMessage);
      if (user.isAnonymous) throw new AppError("FORBIDDEN", GUEST_MESSAGE);
      return user;
    },
  };
  for (const register of [listPosts, createPost, editPost, createComment, votePost]) register(app, context);
}
