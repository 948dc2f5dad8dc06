/**
 * SHA-256 in plain JavaScript, for browsers without WebCrypto: `crypto.subtle` exists only in
 * secure contexts (HTTPS or localhost), and a self-hosted install may be opened over plain HTTP
 * on a LAN. Only the captcha solver uses it, and only there; it loads with the solver, on demand.
 */
export { sha256 } from "@noble/hashes/sha2.js";
