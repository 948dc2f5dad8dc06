/** The Contact form. */
export { loadContactDialog } from "./components/contact-dialog-loader";
