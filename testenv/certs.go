package testenv

import (
	"crypto/ecdsa"
	"crypto/elliptic"
	"crypto/rand"
	"crypto/x509"
	"crypto/x509/pkix"
	"encoding/pem"
	"fmt"
	"math/big"
	"net"
	"os"
	"path/filepath"
	"time"
)

// pki is the environment's certificates: one CA that signs the serving
// certificate, the admin's client certificate and those of users a test
// adds, so the CA file serves as both the clients' trust root and the
// apiserver's --client-ca-file. It is immutable after newPKI; signing more
// certificates reads ca and caKey only.
type pki struct {
	ca                      *x509.Certificate
	caKey                   *ecdsa.PrivateKey
	caPEM                   []byte
	servingCert, servingKey []byte
	clientCert, clientKey   []byte
	// serviceAccountKey signs and verifies service account tokens
	// (kube-apiserver requires one; the apiextensions server ignores it).
	serviceAccountKey []byte
}

// ClientUser and ClientGroup identify the admin client (Env.Config).
// system:masters is authorized for everything without RBAC, which is also
// what lets the standalone apiextensions server run without a core API.
const (
	ClientUser  = "kubegen-testenv-admin"
	ClientGroup = "system:masters"
)

// certLifetime is how long the environment's certificates are valid; a
// test environment that runs longer than a day is not a test.
const certLifetime = 24 * time.Hour

func newPKI() (*pki, error) {
	now := time.Now()
	caKey, err := ecdsa.GenerateKey(elliptic.P256(), rand.Reader)
	if err != nil {
		return nil, err
	}
	caTmpl := &x509.Certificate{
		SerialNumber:          big.NewInt(1),
		Subject:               pkix.Name{CommonName: "kubegen-testenv-ca"},
		NotBefore:             now.Add(-time.Hour),
		NotAfter:              now.Add(certLifetime),
		KeyUsage:              x509.KeyUsageCertSign | x509.KeyUsageDigitalSignature,
		BasicConstraintsValid: true,
		IsCA:                  true,
	}
	caDER, err := x509.CreateCertificate(rand.Reader, caTmpl, caTmpl, &caKey.PublicKey, caKey)
	if err != nil {
		return nil, fmt.Errorf("CA certificate: %w", err)
	}
	ca, err := x509.ParseCertificate(caDER)
	if err != nil {
		return nil, err
	}
	p := &pki{ca: ca, caKey: caKey, caPEM: pemBlock("CERTIFICATE", caDER)}

	p.servingCert, p.servingKey, err = signLeaf(ca, caKey, &x509.Certificate{
		SerialNumber: big.NewInt(2),
		Subject:      pkix.Name{CommonName: "127.0.0.1"},
		NotBefore:    now.Add(-time.Hour),
		NotAfter:     now.Add(certLifetime),
		KeyUsage:     x509.KeyUsageDigitalSignature,
		ExtKeyUsage:  []x509.ExtKeyUsage{x509.ExtKeyUsageServerAuth},
		IPAddresses:  []net.IP{net.IPv4(127, 0, 0, 1), net.IPv6loopback},
		DNSNames:     []string{"localhost"},
	})
	if err != nil {
		return nil, fmt.Errorf("serving certificate: %w", err)
	}
	p.clientCert, p.clientKey, err = p.clientCertFor(ClientUser, []string{ClientGroup})
	if err != nil {
		return nil, fmt.Errorf("client certificate: %w", err)
	}
	saKey, err := ecdsa.GenerateKey(elliptic.P256(), rand.Reader)
	if err != nil {
		return nil, err
	}
	saDER, err := x509.MarshalECPrivateKey(saKey)
	if err != nil {
		return nil, err
	}
	p.serviceAccountKey = pemBlock("EC PRIVATE KEY", saDER)
	return p, nil
}

// clientCertFor signs a client certificate that the apiserver authenticates
// as user in groups: the common name is the user name and each organization
// a group, which is how Kubernetes reads x509 client certificates.
func (p *pki) clientCertFor(user string, groups []string) (certPEM, keyPEM []byte, err error) {
	serial, err := rand.Int(rand.Reader, new(big.Int).Lsh(big.NewInt(1), 62))
	if err != nil {
		return nil, nil, err
	}
	now := time.Now()
	return signLeaf(p.ca, p.caKey, &x509.Certificate{
		SerialNumber: serial,
		Subject:      pkix.Name{CommonName: user, Organization: groups},
		NotBefore:    now.Add(-time.Hour),
		NotAfter:     now.Add(certLifetime),
		KeyUsage:     x509.KeyUsageDigitalSignature,
		ExtKeyUsage:  []x509.ExtKeyUsage{x509.ExtKeyUsageClientAuth},
	})
}

func signLeaf(ca *x509.Certificate, caKey *ecdsa.PrivateKey, tmpl *x509.Certificate) (certPEM, keyPEM []byte, err error) {
	key, err := ecdsa.GenerateKey(elliptic.P256(), rand.Reader)
	if err != nil {
		return nil, nil, err
	}
	der, err := x509.CreateCertificate(rand.Reader, tmpl, ca, &key.PublicKey, caKey)
	if err != nil {
		return nil, nil, err
	}
	keyDER, err := x509.MarshalECPrivateKey(key)
	if err != nil {
		return nil, nil, err
	}
	return pemBlock("CERTIFICATE", der), pemBlock("EC PRIVATE KEY", keyDER), nil
}

func pemBlock(typ string, der []byte) []byte {
	return pem.EncodeToMemory(&pem.Block{Type: typ, Bytes: der})
}

// pkiFiles are the paths writeFiles wrote.
type pkiFiles struct {
	ca, cert, key, serviceAccountKey string
}

// writeFiles writes what the apiserver reads from disk into dir.
func (p *pki) writeFiles(dir string) (pkiFiles, error) {
	f := pkiFiles{
		ca:                filepath.Join(dir, "ca.crt"),
		cert:              filepath.Join(dir, "serving.crt"),
		key:               filepath.Join(dir, "serving.key"),
		serviceAccountKey: filepath.Join(dir, "service-account.key"),
	}
	for path, data := range map[string][]byte{f.ca: p.caPEM, f.cert: p.servingCert, f.key: p.servingKey, f.serviceAccountKey: p.serviceAccountKey} {
		if err := os.WriteFile(path, data, 0o600); err != nil {
			return pkiFiles{}, err
		}
	}
	return f, nil
}
