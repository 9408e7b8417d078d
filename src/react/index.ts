// Hooks
export {};
