/** The invisible proof-of-work check that sign-up, login, Try it now and Contact send with their requests. */
export { type Captcha, useCaptcha } from "./hooks/useCaptcha";
export { CaptchaError } from "./lib/captcha-headers";
