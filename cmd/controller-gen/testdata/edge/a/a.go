/*
Copyright header.
*/

// +kubebuilder:rbac:groups=beforedoc,resources=x,verbs=get

// Package a doc.
package a

import (
	// +kubebuilder:rbac:groups=inimport,resources=x,verbs=get
	"fmt"
)

type (
	// +kubebuilder:rbac:groups=parentypegodoc,resources=x,verbs=get
	A struct{}

	// +kubebuilder:rbac:groups=parentypefree,resources=x,verbs=get

	// B doc.
	B struct{}
)

// +kubebuilder:rbac:groups=abovesingletype,resources=x,verbs=get

// C doc.
type C struct{}

const (
	// +kubebuilder:rbac:groups=inconst,resources=x,verbs=get
	K = 1
)

// +kubebuilder:rbac:urls=/a;/b,groups=mixed,resources=r1,verbs=get
// +kubebuilder:rbac:urls=/c,groups=mixed,resources=r1,verbs=get
// +kubebuilder:rbac:groups=names,resources=r1,resourceNames=n1,verbs=get
// +kubebuilder:rbac:groups=names,resources=r2,resourceNames=n1,verbs=get
// +kubebuilder:rbac:groups=names,resources=r1,resourceNames=n2,verbs=list
// +kubebuilder:rbac:groups=core;apps,namespace=ns,resources=pods,verbs=get,roleName=r-ns
// +kubebuilder:rbac:groups=apps,namespace=ns,resources=pods,verbs=get;get;list
// +kubebuilder:rbac:groups=x,resources=y,verbs=get,roleName=zz
// +kubebuilder:rbac:groups=x,resources=y,verbs=get,roleName=aa

func f() { fmt.Println() }

func g() {} // +kubebuilder:rbac:groups=trailingfunc,resources=x,verbs=get

var v = 1 // +kubebuilder:rbac:groups=trailingvar,resources=x,verbs=get
