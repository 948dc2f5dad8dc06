import { test } from "@playwright/test";
import { tryItNow } from "./fixtures";
import { studyOfflineFromTheFrontDoor } from "./offline-journey";

test.describe("offline from the front door", () => {
  test("a learner who studied online reopens the app with no network, reaches Review by clicking, and the session is saved once back online", async ({
    page,
    context,
  }) => {
    test.setTimeout(150_000);
    await tryItNow(page);
    await studyOfflineFromTheFrontDoor(page, context);
  });
});
