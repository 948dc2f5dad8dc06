/**
 * Forgets what was kept on this device for offline study when the user signs out from the shell's menu.
 * The offline code loads only then: the shell that every screen carries does not hold it.
 */
export async function forgetDeviceOnSignOut(userId: string): Promise<void> {
  const { forgetOnSignOut } = await import("../../features/offline/lib/forget-on-sign-out");
  await forgetOnSignOut(userId);
}
