// Package fakeclient holds what generated fake clientsets share instead of
// each writing it out.
//
// It is its own small package, not part of the runtime, because a package
// that names client-go's field-managed tracker or a managedfields type
// converter compiles the generic code their types carry (sync.Map internals
// and structured-merge-diff's atomic schema caches, about 100 functions):
// written in a generated fake clientset that cost is paid again every time
// the generated code changes; here it is paid once and cached with the
// other dependencies. The fake clientset imports only this package's
// function, whose signature names nothing but types it already uses.
package fakeclient
