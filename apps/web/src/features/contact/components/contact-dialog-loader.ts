/** The Contact form loads when it is opened. */
export const loadContactDialog = () => import("./ContactDialog");
