// Runs before every unit test file (setupFilesAfterEnv in jest.config.js).
import '@testing-library/jest-dom'

// Gatsby's runtime (gatsby-link prefetching) expects the page loader global.
const g = globalThis as unknown as { ___loader?: { enqueue: jest.Mock; hovering: jest.Mock } }
g.___loader = { enqueue: jest.fn(), hovering: jest.fn() }
