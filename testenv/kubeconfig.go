package testenv

import (
	"fmt"
	"os"
	"path/filepath"

	"k8s.io/client-go/rest"
	"k8s.io/client-go/tools/clientcmd"
	clientcmdapi "k8s.io/client-go/tools/clientcmd/api"
)

// Kubeconfig returns a kubeconfig file's contents that reach the apiserver
// with cfg's credentials (Env.Config, or one from ConfigFor), for tools and
// controllers that take --kubeconfig.
func Kubeconfig(cfg *rest.Config) ([]byte, error) {
	const name = "kubegen-testenv"
	kc := clientcmdapi.NewConfig()
	kc.Clusters[name] = &clientcmdapi.Cluster{
		Server:                   cfg.Host,
		CertificateAuthorityData: cfg.CAData,
	}
	kc.AuthInfos[name] = &clientcmdapi.AuthInfo{
		ClientCertificateData: cfg.CertData,
		ClientKeyData:         cfg.KeyData,
	}
	kc.Contexts[name] = &clientcmdapi.Context{Cluster: name, AuthInfo: name}
	kc.CurrentContext = name
	return clientcmd.Write(*kc)
}

// KubeconfigFile is the path of a kubeconfig for the admin (Env.Config),
// written at start into the environment's directory and removed by Stop:
// `kubectl --kubeconfig` it while a test is paused, or hand it to a
// controller under test.
func (e *Env) KubeconfigFile() string { return e.kubeconfigPath }

func (e *Env) writeKubeconfig() error {
	data, err := Kubeconfig(e.Config)
	if err != nil {
		return fmt.Errorf("kubeconfig: %w", err)
	}
	e.kubeconfigPath = filepath.Join(e.dir, "admin.kubeconfig")
	return os.WriteFile(e.kubeconfigPath, data, 0o600)
}
