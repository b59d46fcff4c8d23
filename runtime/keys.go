package runtime

import (
	"errors"
	"fmt"
	"strings"

	"k8s.io/client-go/tools/cache"
)

// errNilObject is the cause of the KeyError for a nil (zero) object: a key
// function must never see one, but a bug upstream should fail loudly here
// rather than store an object under the key "".
var errNilObject = errors.New("object is nil")

// KeyError is returned whenever a key function fails: client-go's own type,
// so errors.As(err, &cache.KeyError{}) finds it. Obj is the object at fault;
// Err, the key function's error, is reachable with errors.Is/As.
type KeyError = cache.KeyError

// MetaNamespaceKey is the default KeyFunc: "namespace/name", or "name" for
// cluster-scoped objects, like client-go's MetaNamespaceKeyFunc.
func MetaNamespaceKey[T Object](obj T) (string, error) {
	if isZero(obj) {
		return "", KeyError{Obj: obj, Err: errNilObject}
	}
	if ns := obj.GetNamespace(); ns != "" {
		return ns + "/" + obj.GetName(), nil
	}
	return obj.GetName(), nil
}

// SplitKey returns the namespace and name that MetaNamespaceKey encoded into
// key. A key with more than one "/" was not made by MetaNamespaceKey.
func SplitKey(key string) (namespace, name string, err error) {
	namespace, name, found := strings.Cut(key, "/")
	if !found {
		return "", key, nil
	}
	if strings.Contains(name, "/") {
		return "", "", fmt.Errorf("key %q has more than one \"/\": not a namespace/name key", key)
	}
	return namespace, name, nil
}

// keyOf runs keyFunc and makes sure that a failure is a KeyError, so callers
// can tell key failures from other errors whatever the key function returns.
func keyOf[T Object](keyFunc KeyFunc[T], obj T) (string, error) {
	key, err := keyFunc(obj)
	if err == nil {
		return key, nil
	}
	var keyErr KeyError
	if errors.As(err, &keyErr) {
		return "", err
	}
	return "", KeyError{Obj: obj, Err: err}
}
