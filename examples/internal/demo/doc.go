// Package demo holds what the informer demos share: starting the embedded
// API server, the scripted client that creates, updates and deletes
// Widgets, and the format of event lines.
//
// Every demo prints one line per event on stdout, first the event, then
// the object's name and its status phase, so that stdout can be diffed;
// narration of what the script does goes to stderr.
package demo
