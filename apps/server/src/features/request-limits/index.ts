// What other features use of request limits: the rules' table and the limiter that counts them.
export { LIMITS } from "./rules";
export { createRequestLimiter, type LimitCheck, type RequestLimiter } from "./service";
