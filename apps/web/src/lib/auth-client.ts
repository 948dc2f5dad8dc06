import { sessionChanged, useSessionSnapshot } from "./session-store";

export type { AuthSession, AuthUser } from "./session-store";

/** Better Auth's client, loaded with the first call that needs it. */
const betterAuth = () => import("./better-auth-client").then((m) => m.betterAuthClient);

type SignOutAnswer = Awaited<ReturnType<Awaited<ReturnType<typeof betterAuth>>["signOut"]>>;
type AnonymousOptions = Parameters<Awaited<ReturnType<typeof betterAuth>>["signIn"]["anonymous"]>[0];
type AnonymousAnswer = Awaited<ReturnType<Awaited<ReturnType<typeof betterAuth>>["signIn"]["anonymous"]>>;

/**
 * The app's auth client: the session from the app's own store (no Better Auth code on the first screen), and
 * the calls that change it through Better Auth's client, after which the session is read again in every tab.
 */
export const authClient = {
  useSession: useSessionSnapshot,
  async signOut(): Promise<SignOutAnswer> {
    const answer = await (await betterAuth()).signOut();
    await sessionChanged();
    return answer;
  },
  signIn: {
    async anonymous(options?: AnonymousOptions): Promise<AnonymousAnswer> {
      const answer = await (await betterAuth()).signIn.anonymous(options);
      await sessionChanged();
      return answer;
    },
  },
};
