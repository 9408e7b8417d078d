// Scenarios and fixtures
export {};
