import { measureHeavyImport } from "./import-figures";
await measureHeavyImport();
