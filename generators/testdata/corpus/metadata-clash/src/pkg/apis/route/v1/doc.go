// +groupName=route.example.com
package v1
