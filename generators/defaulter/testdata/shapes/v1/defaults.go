package v1

// The hand-written defaulting functions the generated ones call.

func SetDefaults_WidgetStatus(obj *WidgetStatus) {
	if obj.Phase == "" {
		obj.Phase = "Pending"
	}
}

func SetDefaults_Item(obj *Item) {
	if obj.Name == "" {
		obj.Name = "item"
	}
}

// SetDefaults_Item_Extra is an additional defaulter, called after the
// base one.
func SetDefaults_Item_Extra(obj *Item) {}

// +k8s:defaulter-gen=covers
func SetDefaults_Covered(obj *Covered) {
	for i := range obj.Items {
		SetDefaults_Item(&obj.Items[i])
	}
}

func SetObjectDefaults_Manual(obj *Manual) {
	SetDefaults_Item(&obj.Item)
}

// Not defaulters: a result, two parameters, no pointer.
func SetDefaults_Plain(obj *Plain) bool { return false }
func SetDefaults_Tagged(a, b *Tagged)   {}
func SetDefaults_Sub(obj Sub)           {}
