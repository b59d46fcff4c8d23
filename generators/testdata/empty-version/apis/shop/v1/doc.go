// +groupName=shop.example.com
package v1
