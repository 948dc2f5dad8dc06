/** Recordings by file extension: what Anki packages and mining tools bring that the app plays. */
export const AUDIO_TYPES: Readonly<Record<string, string>> = {
  mp3: "audio/mpeg",
  m4a: "audio/mp4",
  aac: "audio/aac",
  ogg: "audio/ogg",
  oga: "audio/ogg",
  opus: "audio/ogg",
  wav: "audio/wav",
  flac: "audio/flac",
  webm: "audio/webm",
};

/** The type `types` gives the file name's extension (in any case), or null. */
export function typeByExtension(name: string, types: Readonly<Record<string, string>>): string | null {
  const ext = /\.([a-z0-9]+)$/i.exec(name)?.[1]?.toLowerCase() ?? "";
  return types[ext] ?? null;
}
