// Layout and view
export {};
