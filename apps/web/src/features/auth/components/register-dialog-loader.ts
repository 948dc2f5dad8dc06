/** The guest's register dialog loads when it is opened. */
export const loadRegisterDialog = () => import("./RegisterDialog");
