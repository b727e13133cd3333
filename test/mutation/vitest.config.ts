import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// The domain's own tests, alone: what StrykerJS runs against each mutant of src/domain.
export default defineConfig({
  test: {
    root: fileURLToPath(new URL('../..', import.meta.url)),
    include: ['src/domain/**/*.test.ts'],
    environment: 'node',
  },
});
