// What other server features may use of users: the public shape of an account.
export { toPublicUser } from "./queries.ts";
