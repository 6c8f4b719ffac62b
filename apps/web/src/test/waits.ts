/**
 * For the first wait of a test file: the app's first render in a fresh worker compiles the shell
 * and the lazy page, which on a loaded machine takes longer than Testing Library's 5 s default (the test itself may take 15 s).
 */
export const FIRST_RENDER = { timeout: 12_000 } as const;
