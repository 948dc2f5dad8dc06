export * from "./auth";
export * from "./community";
export * from "./content";
export * from "./learning";
export * from "./security";
