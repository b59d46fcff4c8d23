package emit

import (
	"path/filepath"

	"github.com/kubegen/kubegen/generators/model"
)

// perDecoderVersion yields one instance per informer version that has
// decoders (a run with Config.Decoders).
func perDecoderVersion(f func(*model.Version) instance) func(*model.Set) []instance {
	return func(s *model.Set) []instance {
		var out []instance
		for _, g := range s.Groups {
			for _, v := range g.InformerVersions() {
				if v.Decoders != nil {
					out = append(out, f(v))
				}
			}
		}
		return out
	}
}

func decoderInstance(v *model.Version) instance {
	d := versionData(v)
	d.Decoder = v.Decoders
	return instance{filepath.Join(v.InformerDir(), v.DecoderFileName()), d}
}
