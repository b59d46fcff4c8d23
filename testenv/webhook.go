package testenv

import (
	"context"
	"crypto/tls"
	"errors"
	"fmt"
	"net"
	"net/http"
	"time"
)

// WebhookServer serves an admission or conversion webhook on loopback over
// TLS, with a certificate the environment's CA signs for 127.0.0.1. Put URL
// (plus the handler's path) in a webhook configuration's clientConfig.url
// and CABundle in its caBundle (InstallWebhooks does so for configurations
// that name a Service); the apiserver then calls the handler directly, with
// no Service or cluster DNS in between.
type WebhookServer struct {
	// URL is https://127.0.0.1:PORT, without a trailing slash.
	URL string
	// CABundle is the PEM CA that signed the server's certificate.
	CABundle []byte

	srv  *http.Server
	done chan error
}

// StartWebhookServer serves h until Close. Env.Stop does not close it:
// close it in the test's cleanup.
func (e *Env) StartWebhookServer(h http.Handler) (*WebhookServer, error) {
	cert, err := tls.X509KeyPair(e.pki.servingCert, e.pki.servingKey)
	if err != nil {
		return nil, fmt.Errorf("testenv: webhook certificate: %w", err)
	}
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		return nil, fmt.Errorf("testenv: webhook listener: %w", err)
	}
	w := &WebhookServer{
		URL:      "https://" + ln.Addr().String(),
		CABundle: e.pki.caPEM,
		srv: &http.Server{
			Handler:           h,
			TLSConfig:         &tls.Config{Certificates: []tls.Certificate{cert}, MinVersion: tls.VersionTLS12},
			ReadHeaderTimeout: 10 * time.Second,
		},
		done: make(chan error, 1),
	}
	go func() { w.done <- w.srv.ServeTLS(ln, "", "") }()
	return w, nil
}

// Close stops serving and waits for the server to end.
func (w *WebhookServer) Close() error {
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
	defer cancel()
	err := w.srv.Shutdown(ctx)
	if serveErr := <-w.done; !errors.Is(serveErr, http.ErrServerClosed) && err == nil {
		err = serveErr
	}
	return err
}

// closeNow stops serving without waiting for open connections: Close waits
// a second for the apiserver's HTTP/2 connection to end after GOAWAY, which
// the probe of InstallWebhooks need not.
func (w *WebhookServer) closeNow() {
	_ = w.srv.Close()
	<-w.done
}
