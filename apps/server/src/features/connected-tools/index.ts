// What other features use of connected tools: who a mining tool's key belongs to.
export { type ConnectedTools, createConnectedTools } from "./repository";
