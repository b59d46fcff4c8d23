// Package syncbench holds what the two halves of the sync benchmark share:
// how the parent (cmd/syncbench) tells a side (cmd/syncbench-side) where
// the server is, and how the side reports back.
package syncbench

import (
	"errors"
	"flag"
	"os"
	"path/filepath"

	"k8s.io/client-go/rest"
)

// Result is what one side reports, as one JSON line on stdout.
type Result struct {
	Side         string  `json:"side"`
	Objects      int     `json:"objects"`
	SyncSeconds  float64 `json:"syncSeconds"`
	PeakRSSMB    float64 `json:"peakRSSMB"`
	HeapPerObjKB float64 `json:"heapPerObjectKB"`
	// StripManagedFields: the informer dropped managedFields (a transform).
	StripManagedFields bool `json:"stripManagedFields,omitempty"`
	// RelistSeconds and RelistPeakRSSMB describe the forced relist (410
	// Gone with the cache full): from the watch's resumption to the first
	// watch after the new list, and the peak RSS during that time alone.
	RelistSeconds   float64 `json:"relistSeconds,omitempty"`
	RelistPeakRSSMB float64 `json:"relistPeakRSSMB,omitempty"`
	// Bytes and Pages describe the raw LIST transfer.
	Bytes int64 `json:"bytes,omitempty"`
	Pages int   `json:"pages,omitempty"`
}

// RelistReady is the line a side prints on stdout when its watch is cut and
// it waits (for a line on stdin) for the parent to compact etcd.
const RelistReady = "relist-ready"

// Conn carries the apiserver's address and the client's credentials.
type Conn struct {
	Host, CAFile, CertFile, KeyFile string
}

// Register adds Conn's flags to fs.
func (c *Conn) Register(fs *flag.FlagSet) {
	fs.StringVar(&c.Host, "host", "", "apiserver URL")
	fs.StringVar(&c.CAFile, "ca-file", "", "CA certificate file")
	fs.StringVar(&c.CertFile, "cert-file", "", "client certificate file")
	fs.StringVar(&c.KeyFile, "key-file", "", "client key file")
}

// Args are the flags that Register parses back into c.
func (c Conn) Args() []string {
	return []string{"-host", c.Host, "-ca-file", c.CAFile, "-cert-file", c.CertFile, "-key-file", c.KeyFile}
}

// RESTConfig is a client configuration without client-side throttling.
func (c Conn) RESTConfig() (*rest.Config, error) {
	if c.Host == "" {
		return nil, errors.New("-host is required")
	}
	return &rest.Config{
		Host:            c.Host,
		TLSClientConfig: rest.TLSClientConfig{CAFile: c.CAFile, CertFile: c.CertFile, KeyFile: c.KeyFile},
		QPS:             -1,
		Burst:           -1,
	}, nil
}

// WriteConn stores cfg's credentials as files in dir.
func WriteConn(cfg *rest.Config, dir string) (Conn, error) {
	c := Conn{
		Host:     cfg.Host,
		CAFile:   filepath.Join(dir, "ca.crt"),
		CertFile: filepath.Join(dir, "client.crt"),
		KeyFile:  filepath.Join(dir, "client.key"),
	}
	for path, data := range map[string][]byte{c.CAFile: cfg.CAData, c.CertFile: cfg.CertData, c.KeyFile: cfg.KeyData} {
		if err := os.WriteFile(path, data, 0o600); err != nil {
			return c, err
		}
	}
	return c, nil
}
