package v1

// an earlier run's
