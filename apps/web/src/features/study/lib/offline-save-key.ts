/** Where queued study sessions wait (localStorage). Its own module so the app's first load can check it cheaply. */
export const OFFLINE_SAVE_KEY = "lexistep:pending-study-sessions";
