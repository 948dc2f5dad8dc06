// What other features use of captcha: the service that checks a solved challenge.
export type { CaptchaService } from "./service";
