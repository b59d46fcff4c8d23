// Package v1beta1 serves an old version from the storage version's struct.
//
// +groupName=gateway.example.com
package v1beta1

import (
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"

	v1 "github.com/kubegen/kubegen/generators/testdata/model/defined/storage/v1"
)

// +genclient

// Gateway is v1.Gateway: a defined type of another package's struct.
type Gateway v1.Gateway

// GatewayList is a list of Gateway.
type GatewayList struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items           []Gateway `json:"items"`
}

// +genclient
// +genclient:nonNamespaced
// +genclient:onlyVerbs=get

// Route is a defined type of a local defined type of the other struct.
type Route localGateway

type localGateway v1.Gateway
