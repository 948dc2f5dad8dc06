/**
 * Forgets what was kept on this device for offline study when the learner signs out (or the session
 * ends). The code that does it loads only then: the shell and Settings, which offer a sign-out, do not
 * carry it.
 */
export async function forgetDeviceOnSignOut(userId: string): Promise<void> {
  const { forgetOnSignOut } = await import("./forget-on-sign-out");
  await forgetOnSignOut(userId);
}
