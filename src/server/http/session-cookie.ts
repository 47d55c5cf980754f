// The session cookie's name: auth sets it; the read cache and the security headers only look
// whether a request carries it, so it lives here rather than in auth.
export const SESSION_COOKIE = "sid";
