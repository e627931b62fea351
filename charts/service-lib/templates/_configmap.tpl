{{- define "service-lib.configmap" -}}
{{- $data := include "service-lib.configData" . -}}
{{- if $data -}}
apiVersion: v1
kind: ConfigMap
metadata:
  name: {{ include "service-lib.fullname" . }}
  labels:
    {{- include "service-lib.labels" . | nindent 4 }}
data:
  {{- $data | nindent 2 }}
{{- end -}}
{{- end -}}
