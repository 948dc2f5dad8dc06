// What other features use of the forum: its repository (the operator's moderation reads it).
export { createForumRepository } from "./repository";
