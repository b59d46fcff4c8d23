package testenv

import (
	"context"
	"fmt"
	"net/http"
)

// answersOK reports whether a GET of url answers 200; otherwise the error
// says what it answered, for the message of a wait that times out.
func answersOK(ctx context.Context, hc *http.Client, url string) (bool, error) {
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, url, nil)
	if err != nil {
		return false, err
	}
	resp, err := hc.Do(req)
	if err != nil {
		return false, err
	}
	resp.Body.Close()
	if resp.StatusCode != http.StatusOK {
		return false, fmt.Errorf("GET %s: %s", url, resp.Status)
	}
	return true, nil
}
