export const MB = 1024 * 1024;

/** Limits applied while reading a package; every one can be lowered (or raised) by the caller. */
export interface ReadLimits {
  /** Largest package file accepted, in bytes. Default 100 MB. */
  maxFileBytes: number;
  /** Largest total uncompressed size of all zip entries, in bytes (zip bomb guard). Default 100 MB. */
  maxUncompressedBytes: number;
}

export const defaultLimits: ReadLimits = { maxFileBytes: 100 * MB, maxUncompressedBytes: 100 * MB };
