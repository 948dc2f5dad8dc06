// What the admin command line uses: the operations and the header its token travels in.
export { createAdminOperations } from "./operations";
export { ADMIN_TOKEN_HEADER } from "./routes";
