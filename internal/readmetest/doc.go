// Package readmetest holds only a test: it follows the README's section
// "Using kubegen in your own project" in a scratch module, block by block,
// so that the section cannot drift from what works.
package readmetest
