// What the sign-in shell and the jobs use of trusted devices: the repository, the device cookie and its label.
export { browserLabel } from "./browser-label";
export { readDeviceCookie, setDeviceCookie } from "./device-cookie";
export { createTrustedDevices, type TrustedDevices } from "./repository";
