export * from "./auth";
export * from "./auth-relations";
export * from "./community";
export * from "./content";
export * from "./create";
export * from "./devices";
export * from "./learning";
export * from "./security";
