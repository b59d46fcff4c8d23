// Package v1 is the inventory API: deep copies and a register file, but
// no clients (the project's gen_client call names --one-input-api shop).
// +k8s:deepcopy-gen=package
// +groupName=inventory.example.com
package v1
