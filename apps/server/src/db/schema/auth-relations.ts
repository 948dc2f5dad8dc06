import { relations } from "drizzle-orm";
import { accounts, sessions, users } from "./auth";

// Relations let the auth library read a session with its user (and a user with their accounts) in
// one query: its `advanced.database.joins` option. It looks a relation up by a key it derives
// from the model name: the model name itself for a one-to-one join, the model name plus "s" for a
// one-to-many join. Hence the odd `accountss`.
export const usersRelations = relations(users, ({ many }) => ({
  accountss: many(accounts),
}));

export const sessionsRelations = relations(sessions, ({ one }) => ({
  users: one(users, { fields: [sessions.userId], references: [users.id] }),
}));

export const accountsRelations = relations(accounts, ({ one }) => ({
  users: one(users, { fields: [accounts.userId], references: [users.id] }),
}));
