// Package peer imports the package it defaults: calling it from there
// would be an import cycle.
package peer

import v1 "github.com/kubegen/kubegen/generators/defaulter/testdata/errors/peercycle/v1"

func SetDefaults_Thing(obj *v1.Thing) {}
