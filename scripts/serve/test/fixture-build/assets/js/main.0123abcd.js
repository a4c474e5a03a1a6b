/* Fixture bundle: long enough to compress. */
const sections = ['TypeScript', 'React', 'JavaScript', 'Vue', 'Linux', 'Docker', 'Python', 'HTML/CSS'];
globalThis.fixtureSections = sections.map((section) => ({ section, ready: false, path: `/docs/${section}` }));
globalThis.fixtureReady = () => globalThis.fixtureSections.forEach((entry) => (entry.ready = true));
globalThis.fixtureReset = () => globalThis.fixtureSections.forEach((entry) => (entry.ready = false));
