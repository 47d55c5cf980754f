// What other server features may use of users: the public shape of an account, and the store
// that sign-in, registration and the profile (auth) read and write accounts through, and the
// account's lock that capped writes (alerts, push subscriptions) take.
export {
  findUserByDiscordId,
  findUserById,
  findUserByUsername,
  grantAdmin,
  holdUsername,
  insertUser,
  isUsernameHeld,
  linkDiscordId,
  lockAccount,
  releaseHeldUsernames,
  renameUser,
  toPublicUser,
  updateUser,
} from "./queries.ts";
